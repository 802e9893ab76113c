// `npm start` on other ports: CMS_PORT, WEB_PORT, SMTP_PORT, MAIL_UI_PORT or flags (scripts/lib/ports.mjs).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { START_PORTS, startPorts } from '../lib/ports.mjs';

describe('npm start ports', () => {
  test('the defaults without settings', () => {
    assert.deepEqual(startPorts({}, []), START_PORTS);
    assert.deepEqual(START_PORTS, { cms: 1337, web: 4173, smtp: 1025, mailUi: 1080 });
  });

  test('each port moves by its variable', () => {
    assert.deepEqual(startPorts({ CMS_PORT: '1437', WEB_PORT: '4273', SMTP_PORT: '1125', MAIL_UI_PORT: '1180' }, []), {
      cms: 1437,
      web: 4273,
      smtp: 1125,
      mailUi: 1180,
    });
    assert.deepEqual(startPorts({ CMS_PORT: '' }, []), START_PORTS);
  });

  test('or by its flag, with = or a space; a flag wins over the variable', () => {
    assert.deepEqual(startPorts({ CMS_PORT: '1437' }, ['--', '--cms-port=1537', '--web-port', '4273', '--smtp-port=1125', '--mail-ui-port=1180']), {
      cms: 1537,
      web: 4273,
      smtp: 1125,
      mailUi: 1180,
    });
  });

  test('a value that is not a port is refused, naming the setting', () => {
    for (const [env, args, message] of [
      [{ CMS_PORT: 'abc' }, [], 'CMS_PORT: "abc" is not a port number (1-65535)'],
      [{ WEB_PORT: '0' }, [], 'WEB_PORT: "0" is not a port number (1-65535)'],
      [{ MAIL_UI_PORT: '70000' }, [], 'MAIL_UI_PORT: "70000" is not a port number (1-65535)'],
      [{}, ['--smtp-port=10.5'], '--smtp-port: "10.5" is not a port number (1-65535)'],
      [{}, ['--cms-port=-1'], '--cms-port: "-1" is not a port number (1-65535)'],
      [{}, ['--cms-port'], '--cms-port: no port given (e.g. --cms-port=1437)'],
    ]) {
      assert.throws(() => startPorts(env, args), { message });
    }
  });

  test('an unknown argument is refused with the ones that exist', () => {
    assert.throws(() => startPorts({}, ['--port=1437']), {
      message: 'unknown argument "--port=1437" (npm start -- --cms-port=N, --web-port=N, --smtp-port=N, --mail-ui-port=N)',
    });
  });

  test('two services on one port are refused', () => {
    assert.throws(() => startPorts({ CMS_PORT: '4173' }, []), { message: 'the CMS and the site cannot both use port 4173' });
    assert.throws(() => startPorts({}, ['--mail-ui-port=1025']), { message: 'the SMTP sink and the mail UI cannot both use port 1025' });
  });
});
