/** wa.me link that opens a chat with a prefilled message. */
export function whatsappUrl(digits: string, text: string): string {
  return `https://wa.me/${digits.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

export const defaultWhatsappGreeting = (companyName: string) =>
  `Olá! Vim pelo site e gostaria de falar com a ${companyName} sobre marketing digital para o meu negócio imobiliário.`;
