/** Cabins as the service spells them in answers (upper case) and as agents read them: the one service-values table. */
import { serviceValue } from '../../ui-text/service-values';

export function cabinName(cabin: string): string {
  return serviceValue('cabinClass', cabin) || cabin;
}
