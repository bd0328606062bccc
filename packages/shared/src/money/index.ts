export { formatMoney, formatMoneyAmount } from './format.ts';
export { parseMoney } from './parse.ts';
export { grossFromNet, sumCents, vatOfCents } from './vat.ts';
export {
  DISCOUNT_SCALE,
  FULL_DISCOUNT_BP,
  QUANTITY_SCALE,
  VAT_RATES,
  VAT_RATE_LABELS,
  VAT_RATE_PERCENT,
  basisPointsToPercent,
  budgetTotals,
  hasAtMostDecimals,
  isVatRate,
  lineAmount,
  lineAmountIncl,
  lineDiscount,
  milliToQuantity,
  percentToBasisPoints,
  quantityToMilli,
  type BudgetLineInput,
  type BudgetTotals,
  type LineAmountInput,
  type VatRate,
  type VatRow,
} from './budget.ts';
