import { HttpStatus } from '@nestjs/common';
import { CallRefusal } from '../api/call-refusal.js';
import { ALREADY_REVIEWED, CONSENT_REQUIRED, NOT_PURCHASED, REVIEW_FAILED, SIGN_IN_TO_REVIEW } from './review-outcomes.js';

/**
 * The refusals of addReview, each with its status and the text the storefront shows from the
 * answer's `error` (spec 1 §7, spec 2 §8): not bought 400, already reviewed 409, a failure of the
 * commerce side 502 with the generic text; a guest 401 and a missing consent 400 with their own.
 */
export const reviewRefusals = {
  notPurchased: () => new CallRefusal(HttpStatus.BAD_REQUEST, NOT_PURCHASED),
  alreadyReviewed: () => new CallRefusal(HttpStatus.CONFLICT, ALREADY_REVIEWED),
  failed: () => new CallRefusal(HttpStatus.BAD_GATEWAY, REVIEW_FAILED),
  signIn: () => new CallRefusal(HttpStatus.UNAUTHORIZED, SIGN_IN_TO_REVIEW),
  consent: () => new CallRefusal(HttpStatus.BAD_REQUEST, CONSENT_REQUIRED),
  unknownProduct: (what: string) => new CallRefusal(HttpStatus.NOT_FOUND, `No published product has ${what}`),
} as const;
