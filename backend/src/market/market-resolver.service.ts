import { Injectable, NotFoundException } from '@nestjs/common';
import { countryConfig, marketForHost, parseProductionDomains, type CountryConfig, type ProductionDomains } from '@shop/markets';

@Injectable()
export class MarketResolver {
  private readonly productionDomains: ProductionDomains = parseProductionDomains(process.env.MARKET_DOMAINS);

  /** The market of a host, or a 404 that names the host: an unknown host is never served as SK. */
  resolve(host: string | undefined): CountryConfig {
    const site = marketForHost(host, this.productionDomains);
    if (!site) throw new NotFoundException(`No market is served at host "${host ?? ''}"`);
    return countryConfig(site.code);
  }
}
