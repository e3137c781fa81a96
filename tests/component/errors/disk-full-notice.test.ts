/**
 * A full disk (issue 21, finding 4) reads as what it is wherever the desk shows an error: the disk
 * holding the desk's data is full, how much is free, that nothing was lost, and what to do.
 */
import type { DiskFullError } from '@contract/result';
import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import ErrorNotice from '@/components/ErrorNotice.vue';
import { presentError } from '@/errors/present-error';
import { setLanguage } from '@/ui-text';

const english: DiskFullError = {
  kind: 'disk-full',
  message: "The disk holding the desk's data (/home/agent/.config/Ticketing Desk) is full: 12.0 KB free. Nothing already saved was lost; this change was not saved.",
  directory: '/home/agent/.config/Ticketing Desk',
  freeBytes: 12_288,
  fix: 'Free some space on that disk (empty the trash, move or delete large files you no longer need, or ask IT), then do it again.',
};

afterEach(() => setLanguage('en'));

describe('a disk-full error as the agent reads it', () => {
  it('says what is full, how much is free, that nothing was lost, and what to do', () => {
    const wrapper = mount(ErrorNotice, { props: { error: english } });
    const notice = wrapper.get('[data-testid="error-notice"]');
    expect(notice.attributes('data-error-kind')).toBe('disk-full');
    expect(notice.attributes('role')).toBe('alert');
    expect(notice.text()).toContain("The disk holding the desk's data (/home/agent/.config/Ticketing Desk) is full: 12.0 KB free. Nothing already saved was lost");
    expect(notice.text()).toContain('Disk of /home/agent/.config/Ticketing Desk: 12.0 KB free');
    expect(notice.text()).toContain('Next step: Free some space on that disk');
    expect(presentError(english)).toMatchObject({ uncertain: false, code: null });
    setLanguage('zh-CN');
    expect(presentError(english).detail).toBe('/home/agent/.config/Ticketing Desk 所在磁盘：剩余 12.0 KB');
  });

  it('in Chinese, with the free space unknown when the OS cannot tell', () => {
    setLanguage('zh-CN');
    const presented = presentError({ ...english, message: '存放工作台数据的磁盘（/data）已满。已保存的内容没有丢失；这次更改没有保存。', directory: '/data', freeBytes: null, fix: '请在该磁盘上腾出空间，然后再试。' });
    expect(presented).toEqual({ title: '存放工作台数据的磁盘（/data）已满。已保存的内容没有丢失；这次更改没有保存。', detail: '/data 所在磁盘：剩余空间未知', nextStep: '请在该磁盘上腾出空间，然后再试。', code: null, uncertain: false });
  });
});
