import { describe, expect, it } from 'vitest';

import { changeText, formatSlot } from './change';

describe('Início figures', () => {
  it('say how a count moved against the period before', () => {
    expect(changeText({ current: 5, previous: 2 }, 'day')).toBe('3 a mais que ontem');
    expect(changeText({ current: 1, previous: 4 }, 'week')).toBe('3 a menos que na semana passada');
    expect(changeText({ current: 0, previous: 0 }, 'day')).toBe('igual a ontem');
    expect(changeText({ current: 2, previous: 2 }, 'week')).toBe('igual à semana passada');
  });

  it("name a booking's day as stored, whatever the browser's zone", () => {
    expect(formatSlot('2026-11-30', '10:00')).toBe('seg., 30/11 às 10:00');
  });
});
