import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isValidEmail, passwordProblem, PASSWORD_MESSAGE } from '@shop/domain';

/*
 * The storefront's form rules (domain/forms) checked again on the server: a client that skips
 * the form must not create an account the form would have refused.
 */

/** spec 2 §5: at least one letter and one number, with the spec's message. */
export const IsShopPassword = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy({
    name: 'isShopPassword',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && passwordProblem(value) === undefined,
      defaultMessage: () => PASSWORD_MESSAGE,
    },
  }, options);

/** The shop's e-mail rule (domain's `email` form rule). */
export const IsShopEmail = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy({
    name: 'isShopEmail',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isValidEmail(value),
      defaultMessage: () => '$property must be an e-mail address',
    },
  }, options);
