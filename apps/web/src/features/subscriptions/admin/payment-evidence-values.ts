import {
  CurrencySchema,
  formatMoney,
  minorToDecimal,
  PaymentEvidenceSchema,
  type PaymentRequest,
} from "@meridian/contract";
import { z } from "zod";
import { localToday } from "@/lib/format-date";
import { readTypedAmount } from "@/lib/typed-amount";
import { typedFormSchema, type UnreadableField } from "@/lib/typed-form-schema";

/** What the approval form holds: the amount typed in major units, named as the body names it. */
const EvidenceFieldsSchema = z.object({
  paymentReference: z.string(),
  paidAmountMinor: z.string(),
  paidCurrency: z.string(),
  paidOn: z.string(),
});

export type EvidenceFormValues = z.infer<typeof EvidenceFieldsSchema>;

/** The form as it opens: the plan's price in its currency, paid today; the reference is the admin's to type. */
export function evidenceDefaults(request: PaymentRequest, today = localToday()): EvidenceFormValues {
  return {
    paymentReference: "",
    paidAmountMinor: minorToDecimal(request.priceMinor, request.currency),
    paidCurrency: request.currency,
    paidOn: today,
  };
}

function bodyOf(values: EvidenceFormValues): {
  body: unknown;
  unreadable: UnreadableField<EvidenceFormValues>[];
} {
  const currency = values.paidCurrency.trim().toUpperCase();
  const amount = readTypedAmount(values.paidAmountMinor, currency, "the amount");
  return {
    unreadable: "message" in amount ? [{ field: "paidAmountMinor", message: amount.message }] : [],
    body: {
      paymentReference: values.paymentReference,
      paidAmountMinor: "minor" in amount ? amount.minor : undefined,
      paidCurrency: currency,
      paidOn: values.paidOn,
    },
  };
}

/** The approval form's schema: the typed evidence as the contract's PaymentEvidenceSchema checks it. */
export const EvidenceFormSchema = typedFormSchema(EvidenceFieldsSchema, bodyOf, PaymentEvidenceSchema);

/**
 * What an admin should weigh before approving evidence that does not match the request: another
 * currency than the plan's, or an amount above or below its price, and by how much. Null while
 * the evidence matches, or while the boxes cannot be read yet (their own errors say so). Approving
 * stays possible (a discount agreed with support is paid below the price): this is a warning.
 */
export function priceDifference(
  request: Pick<PaymentRequest, "priceMinor" | "currency">,
  values: Pick<EvidenceFormValues, "paidAmountMinor" | "paidCurrency">,
): string | null {
  const currency = values.paidCurrency.trim().toUpperCase();
  if (!CurrencySchema.safeParse(currency).success) return null;
  const price = formatMoney(request.priceMinor, request.currency);
  if (currency !== request.currency) {
    return `The payment is in ${currency}, but the plan is priced in ${request.currency} (${price}). Check what was received before approving.`;
  }
  const amount = readTypedAmount(values.paidAmountMinor, currency, "the amount");
  if (!("minor" in amount)) return null;
  const gap = amount.minor - request.priceMinor;
  if (gap === 0) return null;
  const paid = formatMoney(amount.minor, currency);
  const by = formatMoney(Math.abs(gap), currency);
  return gap < 0
    ? `${paid} is ${by} less than the plan's price of ${price}. Approving starts the full plan.`
    : `${paid} is ${by} more than the plan's price of ${price}.`;
}
