export type InterpolationParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * Replaces `{name}` placeholders with `params.name`. A placeholder without a value stays as it is, so a
 * missing parameter is visible instead of silently printing "undefined".
 */
export function interpolate(template: string, params: InterpolationParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
    return value === undefined || value === null ? placeholder : String(value);
  });
}
