// How many price alerts and saved searches one buyer may keep. Each is checked on every price
// change or newly published product, so an unbounded list lets one account slow every
// catalogue edit and fill its own mailbox; a trader follows far fewer than this.

export const MAX_PRICE_ALERTS = 50;
export const MAX_SAVED_SEARCHES = 50;
