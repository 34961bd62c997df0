import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/**
 * Part 0 of signIn. No password rule here: an account created before the rule must still be
 * able to sign in; a wrong password is commercetools' InvalidCredentials.
 */
export class SignInPayload {
  @IsString()
  @IsNotEmpty()
  @MaxLength(254)
  email!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  password!: string;
}
