/**
 * The mini rules of an offer for the detail pane, per passenger type. Types with identical rules
 * are shown once ("ADT, CHD"), which is the usual case and halves the reading.
 */
import type { CompactOffer, CompactSegment, MiniRuleGroup, PassengerType } from '@contract/domains/shopping';
import { describeMiniRules, ruleGroupScope } from './mini-rule-wording';

export interface RuleSection {
  types: PassengerType[];
  groups: { scope: string; sentences: string[] }[];
}

const ORDER: readonly PassengerType[] = ['ADT', 'CHD', 'INF'];

export function ruleSections(offer: CompactOffer, segments: readonly CompactSegment[]): RuleSection[] {
  const sections: { signature: string; section: RuleSection }[] = [];
  for (const type of ORDER) {
    const groups: MiniRuleGroup[] | undefined = offer.rules[type];
    if (!groups) continue;
    const signature = JSON.stringify(groups);
    const same = sections.find((entry) => entry.signature === signature);
    if (same) {
      same.section.types.push(type);
      continue;
    }
    sections.push({
      signature,
      section: { types: [type], groups: groups.map((group) => ({ scope: ruleGroupScope(group, segments), sentences: describeMiniRules(group.rules) })) },
    });
  }
  return sections.map((entry) => entry.section);
}
