/**
 * The desk's words main means by code, in English: the one declaration of their shape. Each
 * section lives in ./en/<topic>.ts; its Chinese is ./zh-CN/<topic>.ts, typed by it. Keys are
 * `topic.what` (`apiErrors.ticketing.B022.explanation`, `validation.required`); an entry is a
 * sentence or a function of typed parameters. Chinese and any later language: ./zh-CN.ts.
 */
import { API_ERROR_DETAILS_EN } from './en/api-error-details';
import { API_ERRORS_EN } from './en/api-errors';
import { CONNECTION_EN } from './en/connection';
import { CONNECTION_TEST_EN } from './en/connection-test';
import { DESK_ITSELF_EN } from './en/desk-itself';
import { DOCUMENTS_EN } from './en/documents';
import { DOCUMENT_DESK_EN } from './en/document-desk';
import { DESK_FORMAT_EN } from './en/desk-format';
import { PLACES_EN } from './en/places';
import { FIELD_LABELS_EN } from './en/field-labels';
import { PRICE_DIFF_EN } from './en/price-diff';
import { RULES_EN } from './en/rules';
import { RULES_ANSWERS_EN } from './en/rules-answers';
import { RULES_FIELDS_EN } from './en/rules-fields';
import { RULES_LIMITS_EN } from './en/rules-limits';
import { SERVICE_CALLS_EN } from './en/service-calls';
import { VALIDATION_EN } from './en/validation';
import { STORAGE_EN } from './en/storage';
import { DESK_HOST_EN } from './en/desk-host';
import { SERVICE_ANSWERS_EN } from './en/service-answers';
import { KEYCHAIN_EN } from './en/keychain';
import { PROFILES_EN } from './en/profiles';
import { STORAGE_FILES_EN } from './en/storage-files';
import { BOOKING_PATH_EN } from './en/booking-path';
import { TRAINING_EN } from './en/training';
import { ORDER_FILE_EN } from './en/order-file';
import { REFUND_DOCUMENTS_EN } from './en/refund-documents';
import { REFUNDS_EN } from './en/refunds';
import type { ShapeOf, WordTable } from './table';
import { REPORTS_EN } from './en/reports';
import { REIMBURSEMENTS_EN } from './en/reimbursements';
import { AGENCY_EN } from './en/agency';
import { PASSENGERS_EN } from './en/passengers';
import { TICKETING_EN } from './en/ticketing';
import { REFUND_REQUEST_EN } from './en/refund-request';

export const DESK_WORDS_EN = {
  ...API_ERRORS_EN,
  ...API_ERROR_DETAILS_EN,
  ...FIELD_LABELS_EN,
  ...VALIDATION_EN,
  ...SERVICE_CALLS_EN,
  ...CONNECTION_TEST_EN,
  ...DESK_ITSELF_EN,
  ...DOCUMENTS_EN,
  ...STORAGE_EN,
  ...DESK_HOST_EN,
  ...SERVICE_ANSWERS_EN,
  ...KEYCHAIN_EN,
  ...PROFILES_EN,
  ...REPORTS_EN,
  ...STORAGE_FILES_EN,
  ...PRICE_DIFF_EN,
  ...CONNECTION_EN,
  ...DOCUMENT_DESK_EN,
  ...DESK_FORMAT_EN,
  ...PLACES_EN,
  ...BOOKING_PATH_EN,
  ...TRAINING_EN,
  ...ORDER_FILE_EN,
  ...REFUND_DOCUMENTS_EN,
  ...REFUNDS_EN,
  ...RULES_EN,
  ...RULES_LIMITS_EN,
  ...RULES_FIELDS_EN,
  ...RULES_ANSWERS_EN,
  ...REIMBURSEMENTS_EN,
  ...AGENCY_EN,
  ...PASSENGERS_EN,
  ...TICKETING_EN,
  ...REFUND_REQUEST_EN,
} satisfies WordTable;

export type DeskWords = ShapeOf<typeof DESK_WORDS_EN>;
