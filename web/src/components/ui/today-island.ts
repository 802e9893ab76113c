/** Writes today's date (dd/mm/aaaa, the visitor's day) into each `[data-today]` of the island. */
export function mount(root: HTMLElement) {
  const today = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
  for (const element of Array.from(root.querySelectorAll('[data-today]'))) element.textContent = today;
}
