/**
 * 工作台按代码表达的文字，简体中文。每一节在 ./zh-CN/<topic>.ts，由对应的英文节定型
 * （ShapeOf），少键、多键或参数不同都是类型错误。
 */
import type { DeskWords } from './en';
import { API_ERROR_DETAILS_ZH_CN } from './zh-CN/api-error-details';
import { API_ERRORS_ZH_CN } from './zh-CN/api-errors';
import { CONNECTION_ZH_CN } from './zh-CN/connection';
import { CONNECTION_TEST_ZH_CN } from './zh-CN/connection-test';
import { DESK_ITSELF_ZH_CN } from './zh-CN/desk-itself';
import { DOCUMENTS_ZH_CN } from './zh-CN/documents';
import { DOCUMENT_DESK_ZH_CN } from './zh-CN/document-desk';
import { DESK_FORMAT_ZH_CN } from './zh-CN/desk-format';
import { PLACES_ZH_CN } from './zh-CN/places';
import { FIELD_LABELS_ZH_CN } from './zh-CN/field-labels';
import { PRICE_DIFF_ZH_CN } from './zh-CN/price-diff';
import { RULES_ZH_CN } from './zh-CN/rules';
import { RULES_ANSWERS_ZH_CN } from './zh-CN/rules-answers';
import { RULES_FIELDS_ZH_CN } from './zh-CN/rules-fields';
import { RULES_LIMITS_ZH_CN } from './zh-CN/rules-limits';
import { SERVICE_CALLS_ZH_CN } from './zh-CN/service-calls';
import { VALIDATION_ZH_CN } from './zh-CN/validation';
import { STORAGE_ZH_CN } from './zh-CN/storage';
import { DESK_HOST_ZH_CN } from './zh-CN/desk-host';
import { SERVICE_ANSWERS_ZH_CN } from './zh-CN/service-answers';
import { KEYCHAIN_ZH_CN } from './zh-CN/keychain';
import { PROFILES_ZH_CN } from './zh-CN/profiles';
import { REPORTS_ZH_CN } from './zh-CN/reports';
import { STORAGE_FILES_ZH_CN } from './zh-CN/storage-files';
import { BOOKING_PATH_ZH_CN } from './zh-CN/booking-path';
import { TRAINING_ZH_CN } from './zh-CN/training';
import { ORDER_FILE_ZH_CN } from './zh-CN/order-file';
import { REFUND_DOCUMENTS_ZH_CN } from './zh-CN/refund-documents';
import { REFUNDS_ZH_CN } from './zh-CN/refunds';
import { REIMBURSEMENTS_ZH_CN } from './zh-CN/reimbursements';
import { AGENCY_ZH_CN } from './zh-CN/agency';
import { PASSENGERS_ZH_CN } from './zh-CN/passengers';
import { TICKETING_ZH_CN } from './zh-CN/ticketing';
import { REFUND_REQUEST_ZH_CN } from './zh-CN/refund-request';

export const DESK_WORDS_ZH_CN: DeskWords = {
  ...API_ERRORS_ZH_CN,
  ...API_ERROR_DETAILS_ZH_CN,
  ...FIELD_LABELS_ZH_CN,
  ...VALIDATION_ZH_CN,
  ...SERVICE_CALLS_ZH_CN,
  ...CONNECTION_TEST_ZH_CN,
  ...DESK_ITSELF_ZH_CN,
  ...DOCUMENTS_ZH_CN,
  ...STORAGE_ZH_CN,
  ...DESK_HOST_ZH_CN,
  ...SERVICE_ANSWERS_ZH_CN,
  ...KEYCHAIN_ZH_CN,
  ...PROFILES_ZH_CN,
  ...REPORTS_ZH_CN,
  ...STORAGE_FILES_ZH_CN,
  ...PRICE_DIFF_ZH_CN,
  ...CONNECTION_ZH_CN,
  ...DOCUMENT_DESK_ZH_CN,
  ...DESK_FORMAT_ZH_CN,
  ...PLACES_ZH_CN,
  ...BOOKING_PATH_ZH_CN,
  ...TRAINING_ZH_CN,
  ...ORDER_FILE_ZH_CN,
  ...REFUND_DOCUMENTS_ZH_CN,
  ...REFUNDS_ZH_CN,
  ...RULES_ZH_CN,
  ...RULES_LIMITS_ZH_CN,
  ...RULES_FIELDS_ZH_CN,
  ...RULES_ANSWERS_ZH_CN,
  ...REIMBURSEMENTS_ZH_CN,
  ...AGENCY_ZH_CN,
  ...PASSENGERS_ZH_CN,
  ...TICKETING_ZH_CN,
  ...REFUND_REQUEST_ZH_CN,
};
