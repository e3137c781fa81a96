import type { ShoppingSearch, ShoppingSearchInput } from '@contract/domains/shopping';
import { defineComponent, h, ref } from 'vue';
import RecentSearches from '@/components/shopping/form/RecentSearches.vue';
import ShoppingForm from '@/components/shopping/form/ShoppingForm.vue';

/**
 * The wiring the Shopping screen does: a chosen recent search refills the form, and searches at
 * once unless the agent asked only to fill it (Shift+Enter).
 */
export const ShoppingHarness = defineComponent({
  props: { today: { type: String, required: true }, busy: { type: Boolean, default: false } },
  emits: { search: (_input: ShoppingSearchInput) => true },
  setup(props, { emit }) {
    const form = ref<InstanceType<typeof ShoppingForm> | null>(null);
    return () =>
      h('div', [
        h(RecentSearches, {
          onChoose: (search: ShoppingSearch, options: { run: boolean }) => {
            form.value?.load(search, { focus: !options.run });
            if (options.run) form.value?.submit();
          },
        }),
        h(ShoppingForm, { ref: form, busy: props.busy, today: props.today, onSearch: (input: ShoppingSearchInput) => emit('search', input) }),
      ]);
  },
});
