export interface Plugin {
  id: string;
  label: string;
}

export function definePlugin(plugin: Plugin): Plugin {
  return plugin;
}
