/** Leave for the payment provider's checkout page (its own module so tests can stand in for the navigation). */
export const redirectToCheckout = (checkoutUrl: string): void => {
  window.location.assign(checkoutUrl);
};
