import type { PricedOfferStore } from '../archive/priced-offer-store';
import type { SearchStore } from '../archive/search-store';
import type { HandlerTable } from '../transports/dispatch/handler-table';
import type { WholesaleClient } from '../wholesale/client';
import { agencyHandlers } from './agency/agency-handlers';
import type { AgencyService } from './agency/agency-service';
import { ancillaryHandlers } from './ancillaries/ancillary-handlers';
import type { AncillaryService } from './ancillaries/ancillary-service';
import { documentDeskHandlers } from './customer-documents/document-desk-handlers';
import type { DocumentService } from './customer-documents/document-service';
import type { LetterheadService } from './customer-documents/letterhead-service';
import type { SellingPriceService } from './customer-documents/selling-price-service';
import { appHandlers, type AppHandlerDependencies } from './app/app-handlers';
import { orderFileHandlers } from './order-file/order-file-handlers';
import type { OrderFileService } from './order-file/order-file-service';
import type { PlaceDirectory } from './places/place-directory';
import { pricingHandlers } from './pricing/pricing-handlers';
import type { PricingService } from './pricing/pricing-service';
import { reimbursementHandlers } from './reimbursements/reimbursement-handlers';
import type { ReimbursementPoller } from './reimbursements/reimbursement-poller';
import type { ReimbursementService } from './reimbursements/reimbursement-service';
import { profileHandlers } from './profiles/profile-handlers';
import { refundHandlers } from './refunds/refund-handlers';
import type { RefundService } from './refunds/refund-service';
import type { ProfileService } from './profiles/profile-service';
import { bookingHandlers } from './booking/booking-handlers';
import type { BookingService } from './booking/booking-service';
import { ticketingHandlers } from './ticketing/ticketing-handlers';
import type { TicketingService } from './ticketing/ticketing-service';
import { shoppingHandlers } from './shopping/shopping-handlers';
import type { ShoppingService } from './shopping/shopping-service';
import { trainingHandlers } from './training/training-handlers';
import { reportHandlers } from './reports/report-handlers';
import type { ReportService } from './reports/report-service';
import type { TrainingService } from './training/training-service';

export interface DeskServices extends Omit<AppHandlerDependencies, 'keptStateFiles'> {
  profiles: ProfileService;
  client: WholesaleClient;
  places: PlaceDirectory;
  shopping: ShoppingService;
  searches: SearchStore;
  pricing: PricingService;
  pricedOffers: PricedOfferStore;
  booking: BookingService;
  training: TrainingService;
  orders: OrderFileService;
  reimbursements: ReimbursementService;
  reimbursementPoller: ReimbursementPoller;
  ancillaries: AncillaryService;
  refunds: RefundService;
  ticketing: TicketingService;
  agency: AgencyService;
  reports: ReportService;
  sellingPrices: SellingPriceService;
  letterhead: LetterheadService;
  documents: DocumentService;
}

/** The one handler table both transports dispatch to. The type refuses a missing operation. */
export function createHandlerTable(services: DeskServices): HandlerTable {
  return {
    ...appHandlers({ ...services, keptStateFiles: () => [...services.profiles.keptFiles(), ...services.preferences.keptFiles()] }),
    ...profileHandlers(services.profiles, services.client),
    ...shoppingHandlers(services.shopping, services.searches, services.places, () => services.preferences.language()),
    ...pricingHandlers(services.pricing, services.pricedOffers),
    ...bookingHandlers(services.booking),
    ...trainingHandlers(services.training),
    ...orderFileHandlers(services.orders),
    ...reimbursementHandlers(services.reimbursements, services.reimbursementPoller),
    ...ancillaryHandlers(services.ancillaries),
    ...refundHandlers(services.refunds),
    ...ticketingHandlers(services.ticketing),
    ...agencyHandlers(services.agency),
    ...reportHandlers(services.reports),
    ...documentDeskHandlers(services.sellingPrices, services.letterhead, services.documents),
  };
}
