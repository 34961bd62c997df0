/** The login page shows a success notice when the password-reset flow sends the shopper there with this query. */
export const RESET_DONE_QUERY = 'password-reset=done';
