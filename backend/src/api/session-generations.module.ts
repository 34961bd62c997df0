import { Module } from '@nestjs/common';
import { SessionGenerations } from './session-generations.js';

/**
 * Session generations for the call controller (checks them on every call) and the customer
 * module (log-out and password reset move them on). Its own module so the customer capability
 * need not import the call protocol's ApiModule.
 */
@Module({ providers: [SessionGenerations], exports: [SessionGenerations] })
export class SessionGenerationsModule {}
