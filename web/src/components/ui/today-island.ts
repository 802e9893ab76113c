const pad = (n: number) => String(n).padStart(2, '0');

/** Writes today's date (dd/mm/aaaa, the visitor's day) into each `[data-today]` of the island, and its datetime. */
export function mount(root: HTMLElement) {
  const now = new Date();
  const today = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(now);
  for (const element of Array.from(root.querySelectorAll('[data-today]'))) {
    element.textContent = today;
    element.setAttribute('datetime', `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`);
  }
}
