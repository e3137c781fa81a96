import { inChinese } from '../../i18n/main-language';

/**
 * Plain names for the request fields that a P001/P002 message can name (parts 2.2 to 2.11), so
 * "cabinClass is illegal." reads as "the cabin (cabinClass)". The field's own name stays in the
 * sentence: it is what the service said, and what support will ask for.
 */
export const LABELS: Readonly<Record<string, string>> = {
  // authentication (2.2)
  partnerId: 'partner id',
  sign: 'partner key',
  // Shopping (2.3)
  adults: 'number of adults',
  children: 'number of children',
  infants: 'number of infants',
  nonstop: 'non-stop filter',
  airline: 'airline',
  solutions: 'number of results',
  tag: 'product tag',
  returnTagPrice: 'tag price option',
  searchAirLegs: 'journeys',
  cabinClass: 'cabin',
  departureDate: 'departure date',
  origin: 'origin',
  destination: 'destination',
  // PrecisePricing (2.5)
  journeys: 'flights',
  solutionId: 'offer you shopped',
  cabin: 'cabin',
  flightNum: 'flight number',
  departure: 'departure airport',
  arrival: 'arrival airport',
  arrivalDate: 'arrival date',
  departureTime: 'departure time',
  arrivalTime: 'arrival time',
  bookingCode: 'booking code',
  // Ticketing (2.7), ModifyOrderStatus (2.8), AncillaryOrderDetail (2.9), CheckReimbursed (2.10)
  email: 'e-mail address',
  name: 'contact name',
  orderNum: 'order number',
  telNum: 'phone number',
  pnr: 'PNR',
  ancillaryOrderNum: 'ancillary order number',
  // RefundRequest (2.11)
  allPaxOfOrder: 'whole-order choice',
  refundPricingId: 'refund quote',
  refundType: 'refund type',
  refundReason: 'refund reason',
  contactPerson: 'contact person',
  uploadedFlieIds: 'attached files',
  uploadFilesIds: 'attached files',
  pnrList: 'passengers and flights to refund',
  canceledReservationBeforeDeparture: 'PNR-cancelled-before-departure choice',
  segmentNo: 'segment number',
  airPnr: 'airline PNR',
  ticketNums: 'tickets',
  ticketNum: 'ticket number',
  lastName: 'surname',
  firstName: 'given name',
  cardType: 'travel document type',
  cardNum: 'travel document number',
  sex: 'gender',
  birthday: 'date of birth',
};


/** The same fields in Chinese: every key of LABELS (tests/unit/i18n/main-text.test.ts checks it). */
export const LABELS_ZH: Readonly<Record<string, string>> = {
  partnerId: '合作方 ID',
  sign: '合作方密钥',
  adults: '成人数',
  children: '儿童数',
  infants: '婴儿数',
  nonstop: '直飞筛选',
  airline: '航空公司',
  solutions: '结果数量',
  tag: '产品标签',
  returnTagPrice: '标签价格选项',
  searchAirLegs: '行程',
  cabinClass: '舱位等级',
  departureDate: '出发日期',
  origin: '出发地',
  destination: '目的地',
  journeys: '航班',
  solutionId: '查询到的报价',
  cabin: '舱位等级',
  flightNum: '航班号',
  departure: '出发机场',
  arrival: '到达机场',
  arrivalDate: '到达日期',
  departureTime: '起飞时间',
  arrivalTime: '到达时间',
  bookingCode: '舱位',
  email: '邮箱',
  name: '联系人姓名',
  orderNum: '订单号',
  telNum: '电话',
  pnr: 'PNR',
  ancillaryOrderNum: '附加服务订单号',
  allPaxOfOrder: '整单选项',
  refundPricingId: '退票报价',
  refundType: '退票类型',
  refundReason: '退票原因',
  contactPerson: '联系人',
  uploadedFlieIds: '附件',
  uploadFilesIds: '附件',
  pnrList: '要退的乘客和航班',
  canceledReservationBeforeDeparture: '起飞前已取消订座选项',
  segmentNo: '航段序号',
  airPnr: '航司 PNR',
  ticketNums: '票号',
  ticketNum: '票号',
  lastName: '姓',
  firstName: '名',
  cardType: '证件类型',
  cardNum: '证件号',
  sex: '性别',
  birthday: '出生日期',
};

const BY_LOWER_CASE = new Map(Object.entries(LABELS).map(([field, label]) => [field.toLowerCase(), label]));
const BY_LOWER_CASE_ZH = new Map(Object.entries(LABELS_ZH).map(([field, label]) => [field.toLowerCase(), label]));

/**
 * The plain name of a field, or undefined when the desk does not know it. A path such as
 * `searchAirLegs[0].departureDate` is named by its last part.
 */
export function fieldLabel(field: string): string | undefined {
  const parts = field.split(/[.[\]\s]+/).filter((part) => part !== '' && !/^\d+$/.test(part));
  const last = parts.at(-1);
  return last === undefined ? undefined : (inChinese() ? BY_LOWER_CASE_ZH : BY_LOWER_CASE).get(last.toLowerCase());
}
