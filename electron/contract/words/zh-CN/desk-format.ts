import type { DESK_FORMAT_EN } from '../en/desk-format';
import type { ShapeOf } from '../table';

/** 中文日期写法：12月22日、12月22日 周二、2026年12月22日、10小时25分。 */
export const DESK_FORMAT_ZH_CN: ShapeOf<typeof DESK_FORMAT_EN> = {
  'format.dayMonth': (p) => `${p.month}月${p.day}日`,
  'format.dayMonthYear': (p) => `${p.year}年${p.dayMonth}`,
  'format.weekdayDate': (p) => `${p.date} ${p.weekday}`,
  'format.weekday.MO': '周一',
  'format.weekday.TU': '周二',
  'format.weekday.WE': '周三',
  'format.weekday.TH': '周四',
  'format.weekday.FR': '周五',
  'format.weekday.SA': '周六',
  'format.weekday.SU': '周日',
  'format.duration': (p) => `${p.hours}小时${p.minutes}分`,
};
