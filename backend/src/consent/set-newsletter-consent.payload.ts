import { IsBoolean } from 'class-validator';

/** Part 0 of setNewsletterConsent: the customer's choice. */
export class SetNewsletterConsentPayload {
  @IsBoolean()
  newsletter!: boolean;
}
