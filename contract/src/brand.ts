/** The product's name as players see it. */
export const productName = 'PlayPrize';
