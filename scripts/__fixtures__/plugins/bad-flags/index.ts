// site:check's fixture plugin: its `requires` lists name flags that schemas/module-flags.schema.json
// does not declare. Plain data rather than definePlugin, whose ModuleFlag type would refuse them
// at compile time (the other guard).
export default {
  id: 'bad-flags',
  requires: ['PTSYS3', 'PTSYS'],
  slots: {
    accountMenu: [
      { key: 'mall', label: 'mall', to: '/mall' },
      { key: 'referral', label: 'referral', to: '/referral', requires: ['referal3'] },
    ],
  },
};
