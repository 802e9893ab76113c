const integer = new Intl.NumberFormat('pt-BR');
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export const formatInteger = (value: number) => integer.format(value);
/** A rate as '12,5%'; '—' without views to divide by. */
export const formatRate = (value: number | null) => (value === null ? '—' : percent.format(value));
export const formatMoney = (value: number) => money.format(value);
const roas = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Return on ad spend as '5,00×'; '—' without spend. */
export const formatRoas = (value: number | null) => (value === null ? '—' : `${roas.format(value)}×`);

/** 'YYYY-MM-DD' as 'dd/mm' (the chart's axis and its text alternative). */
export const formatDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
