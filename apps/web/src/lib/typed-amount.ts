import { CurrencySchema, decimalToMinor, minorUnitsPerMajor } from "@meridian/contract";

/**
 * An amount typed in major units ("288.00") as exact minor units of its currency, or what to say
 * at the box. A currency code that is not valid yet is its own box's error: the amount is read
 * with two decimals meanwhile, so it is not blamed for the code.
 */
export function readTypedAmount(
  text: string,
  currency: string,
  /** What the box holds, for the message: "the yearly price". */
  label: string,
): { minor: number } | { message: string } {
  const known = CurrencySchema.safeParse(currency).success;
  const decimals = known ? Math.round(Math.log10(minorUnitsPerMajor(currency))) : 2;
  const minor = decimalToMinor(text, known ? currency : "USD");
  if (minor !== null) return { minor };
  return {
    message:
      decimals === 0
        ? `Enter ${label} as a whole amount, e.g. 1500`
        : `Enter ${label} like 288.00, with at most ${decimals} decimals`,
  };
}
