/** The number as a tel: address: digits and the leading plus only ('+49 30 2555 4410' → 'tel:+493025554410'). */
export const telHref = (phone: string): string => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
