/**
 * The comment form's words (spec sections 5 and 8) and its limits, for the product page and the
 * server alike.
 */
export const RATING_REQUIRED = 'Lütfen geçerli bir "Oy" verin!';
export const COMMENT_REQUIRED = 'Lütfen geçerli bir "Yorum" girin!';
export const COMMENT_SAVE_FAILED = "Yorumunuz kaydedilirken bir hata oluştu, lütfen tekrar deneyin!";
/** Said once a comment is stored: it waits for a manager (spec: shown only after approval). */
export const COMMENT_RECEIVED = "Yorumunuz alındı, onaylandıktan sonra yayınlanacaktır.";

/** The name a comment shows when its author did not want theirs shown (and what an erased member's comments keep). */
export const ANONYMOUS_AUTHOR = "Anonim";

/** The counter is red below this many characters and green from it (spec section 9); not enforced on submit. */
export const COMMENT_CUE = 25;
/** The longest comment taken. */
export const COMMENT_MAX_LENGTH = 2000;
/** The back office's comments queue, when a decision names no comment. */
export const CHOOSE_A_COMMENT = "Lütfen en az bir yorum seçin.";
