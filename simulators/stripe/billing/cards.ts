/** Stripe's test card numbers the hosted pages take, and what each does. */
export interface TestCard {
  brand: string;
  /** Declined at once: the page shows this message. */
  declinedWith?: string;
  /** Attaches, then every later charge on it is declined (4000 0000 0000 0341). */
  declinesLater?: boolean;
}

const CARDS: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa' },
  '4000056655665556': { brand: 'visa' },
  '5555555555554444': { brand: 'mastercard' },
  '378282246310005': { brand: 'amex' },
  '4000000000000341': { brand: 'visa', declinesLater: true },
  '4000000000000002': { brand: 'visa', declinedWith: 'Your card was declined.' },
  '4000000000009995': { brand: 'visa', declinedWith: 'Your card has insufficient funds.' },
};

export const DEFAULT_CARD = '4242 4242 4242 4242';

export type CardReading = { ok: true; card: TestCard; last4: string } | { ok: false; message: string };

export function readCard(number: string): CardReading {
  const digits = number.replace(/[\s-]/g, '');
  const card = CARDS[digits];
  if (!card) {
    return {
      ok: false,
      message: /^\d{13,19}$/.test(digits)
        ? 'Your card was declined. Your request was in test mode, but used a non test card.'
        : 'Your card number is invalid.',
    };
  }
  if (card.declinedWith) return { ok: false, message: card.declinedWith };
  return { ok: true, card, last4: digits.slice(-4) };
}
