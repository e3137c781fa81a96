/**
 * The business day's time zone (Settings → Reports): a name the time zone database does not know
 * is refused with the field and the rule, worded from the catalogue in both languages.
 */
import { describe, expect, it } from 'vitest';
import { setReportTimeZoneSchema } from '../../../electron/contract/domains/reports';
import { issueWordings } from '../../../electron/contract/validation';
import { wordAll } from '../../../electron/contract/words';

const refusal = (timeZone: string) => {
  const result = setReportTimeZoneSchema.safeParse({ timeZone });
  if (result.success) throw new Error(`${timeZone} was taken`);
  return issueWordings(result.error);
};

describe('the time zone setting', () => {
  it.each(['Mars/Olympus_Mons', '../etc', 'Asia/Shang hai', 'UTC+8'])('refuses %s naming the field and the rule (en, zh-CN)', (timeZone) => {
    const sent = refusal(timeZone);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.field).toBe('timeZone');
    expect(wordAll('en', sent).map((issue) => issue.message)).toEqual(['timeZone must name a time zone of the IANA database, such as Asia/Shanghai or Europe/London.']);
    expect(wordAll('zh-CN', sent).map((issue) => issue.message)).toEqual(['timeZone 必须是 IANA 时区数据库中的时区名称，例如 Asia/Shanghai 或 Europe/London。']);
  });

  it('takes the database’s names', () => {
    for (const timeZone of ['Asia/Shanghai', 'Europe/London', 'America/Argentina/Buenos_Aires', 'UTC']) expect(setReportTimeZoneSchema.safeParse({ timeZone }).success).toBe(true);
  });
});
