import type { ShoppingSearch, ShoppingSearchInput } from '@contract/domains/shopping';
import { defineComponent, h, ref } from 'vue';
import RecentSearches from '@/components/shopping/form/RecentSearches.vue';
import ShoppingForm from '@/components/shopping/form/ShoppingForm.vue';
import { useScreenKeys } from '@/keymap/dispatcher';
import { SHOPPING_KEYS } from '@/keymap/keymap';

/**
 * The wiring the Shopping screen does: a chosen recent search refills the form, and searches at
 * once unless the agent asked only to fill it (Shift+Enter); Alt+R (the screen's keymap) opens the list.
 */
export const ShoppingHarness = defineComponent({
  props: { today: { type: String, required: true }, busy: { type: Boolean, default: false } },
  emits: { search: (_input: ShoppingSearchInput) => true },
  setup(props, { emit }) {
    const form = ref<InstanceType<typeof ShoppingForm> | null>(null);
    const recent = ref<InstanceType<typeof RecentSearches> | null>(null);
    // Only the form's keys: the harness has no results, so the sorts and the filters never apply.
    const none = () => undefined;
    useScreenKeys(SHOPPING_KEYS, () => ({ searching: false, hasResults: false }), {
      cancelSearch: none,
      toggleForm: () => form.value?.focusFirstField(),
      nextTripType: () => form.value?.nextTripType(),
      swapPlaces: () => form.value?.swapPlaces(),
      recentSearches: () => recent.value?.show(),
      filters: none,
      results: none,
      sortPrice: none,
      sortDuration: none,
      sortDeparture: none,
      sortArrival: none,
    });
    return () =>
      h('div', [
        h(RecentSearches, {
          ref: recent,
          onChoose: (search: ShoppingSearch, options: { run: boolean }) => {
            form.value?.load(search, { focus: !options.run });
            if (options.run) form.value?.submit();
          },
        }),
        h(ShoppingForm, { ref: form, busy: props.busy, today: props.today, onSearch: (input: ShoppingSearchInput) => emit('search', input) }),
      ]);
  },
});
