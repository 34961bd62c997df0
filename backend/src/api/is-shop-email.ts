import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isValidEmail } from '@shop/domain';

/** The shop's e-mail rule (domain's form rule `email`), checked again on the server. */
export const IsShopEmail = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy({
    name: 'isShopEmail',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isValidEmail(value),
      defaultMessage: () => '$property must be a valid e-mail address',
    },
  }, options);
