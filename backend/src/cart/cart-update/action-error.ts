import { BadRequestException } from '@nestjs/common';

/** A refused action, named by its place in the payload so the storefront knows which one. */
export const actionError = (index: number, message: string): BadRequestException =>
  new BadRequestException(`payload[1].actions[${index}]: ${message}`);
