import { Module } from '@nestjs/common';
import { MarketModule } from '../market/market.module.js';
import { StoresModule } from '../stores/stores.module.js';
import { VAT_CONFIG, vatConfigFromEnv } from './vat-config.js';
import { VatController } from './vat.controller.js';
import { VatService } from './vat.service.js';

/** VAT ID validation (VIES and/or BZSt eVatR, VAT_VALIDATOR). */
@Module({
  imports: [MarketModule, StoresModule],
  controllers: [VatController],
  providers: [
    // Read when the module is built: a malformed VAT_* setting stops start-up naming it.
    { provide: VAT_CONFIG, useFactory: () => vatConfigFromEnv(process.env) },
    VatService,
  ],
  exports: [VatService],
})
export class VatModule {}
