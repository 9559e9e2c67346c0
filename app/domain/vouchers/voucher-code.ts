/** Gift voucher codes are ASCII: 'minik100', 'MİNİK100' (a Turkish keyboard's capitals) and 'MINIK100' are one code. */
export const normalizeVoucherCode = (code: string) => code.replace(/\s/g, "").replace(/[İıi]/g, "I").toUpperCase().slice(0, 40);
