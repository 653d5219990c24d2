/** What MoneyButtons gives each lazily loaded modal. */
export type MoneyModalProps = {
  onClose: () => void;
  /**
   * A movement went through: balances and the transaction list refresh. `awaitsPayment` when a
   * payment page opened, whose outcome arrives later (the portal refreshes again on return).
   */
  onDone: (options?: { awaitsPayment?: boolean }) => void;
  /** Opens the hosted payment page; tests replace it. */
  openPage?: (url: string) => void;
};
