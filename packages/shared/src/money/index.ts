export { formatMoney, formatMoneyAmount } from './format.ts';
export { parseMoney } from './parse.ts';
export { grossFromNet, sumCents, vatOfCents } from './vat.ts';
