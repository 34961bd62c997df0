import { PAYLOAD_LIMITS } from '../../api/payload-limits.js';
import { IsBoolean, IsNotEmpty, IsObject, IsOptional, IsString, Matches, MaxLength, Validate, type ValidatorConstraintInterface, ValidatorConstraint } from 'class-validator';

/** Drop-in's state parts are Adyen's, passed on as they are; only their size and the method type are the shop's to check. */
const MAX_STATE_PART_CHARS = 16_000;

@ValidatorConstraint({ name: 'boundedJson' })
class BoundedJson implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return JSON.stringify(value ?? null).length <= MAX_STATE_PART_CHARS;
  }

  defaultMessage(): string {
    return `$property must be at most ${MAX_STATE_PART_CHARS} characters of JSON`;
  }
}

@ValidatorConstraint({ name: 'paymentMethodType' })
class HasMethodType implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    const type = (value as { type?: unknown } | null)?.type;
    return typeof type === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(type);
  }

  defaultMessage(): string {
    return '$property.type must name the payment method (letters, digits, _ and -)';
  }
}

/** Part 1 of getAdyenPaymentMethods, optional: the quick-pay (express) flow offers googlepay only. */
export class AdyenMethodsPayload {
  @IsOptional()
  @IsBoolean()
  quickPay?: boolean;
}

const ABSOLUTE_HTTP_URL = /^https?:\/\/[^\s/?#]+(\/[^\s]*)?$/;

/** Part 1 of makeAdyenPayment: Drop-in's state.data, with the origin and return URL the storefront's server adds. */
export class AdyenPaymentPayload {
  @IsObject()
  @Validate(HasMethodType)
  @Validate(BoundedJson)
  paymentMethod!: Record<string, unknown> & { type: string };

  @IsOptional()
  @IsObject()
  @Validate(BoundedJson)
  browserInfo?: Record<string, unknown>;

  @IsOptional()
  @IsObject()
  @Validate(BoundedJson)
  riskData?: Record<string, unknown>;

  /** Drop-in's marker that state.data is its own (a boolean). */
  @IsOptional()
  @IsBoolean()
  clientStateDataIndicator?: boolean;

  /** The shop's origin, where 3-D Secure 2 posts back to. */
  @IsString()
  @MaxLength(200)
  @Matches(/^https?:\/\/[^\s/?#]+$/, { message: 'origin must be an origin such as https://shop.example' })
  origin!: string;

  /** Where a redirect method sends the shopper back. */
  @IsString()
  @MaxLength(1_024)
  @Matches(ABSOLUTE_HTTP_URL, { message: 'returnUrl must be an absolute http(s) URL' })
  returnUrl!: string;
}

/** Part 0 of submitAdyenPaymentDetails: Drop-in's state.data.details (redirectResult, threeDSResult…). */
export class AdyenDetailsPayload {
  @IsObject()
  @Validate(BoundedJson)
  details!: Record<string, unknown>;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(PAYLOAD_LIMITS.stringLength)
  paymentData?: string;
}
