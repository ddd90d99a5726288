/** Design tokens: the one source of colour, type, spacing, radius and motion for every app. */
export const tokens = {
  color: {
    background: '#0e1124',
    surface: '#171b36',
    surfaceRaised: '#20254a',
    border: '#2f3566',
    text: '#f4f5fb',
    textMuted: '#b4b9d6',
    primary: '#ffc53d',
    primaryHover: '#ffd46b',
    onPrimary: '#1a1400',
    accent: '#8b7bff',
    danger: '#ff8080',
    dangerSurface: '#3a1a24',
    success: '#4ee0a4',
    successSurface: '#12352b',
    focus: '#8fd3ff',
  },
  font: {
    /**
     * Sinhala and Tamil in their self-hosted faces (i18n/script-fonts.ts), before the generic
     * family: a system's sans-serif may claim their letters and draw boxes.
     */
    family:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Sinhala Variable', 'Noto Sans Tamil Variable', sans-serif",
    /** The system's fonts alone: for text that must never fetch a script font (the language names). */
    systemFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
    scripts: { si: 'Noto Sans Sinhala Variable', ta: 'Noto Sans Tamil Variable' },
    size: { xs: '0.8125rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.5rem' },
    weight: { regular: 400, medium: 500, bold: 700 },
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  motion: { fast: '120ms', normal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  breakpoint: { tablet: '640px', desktop: '960px' },
  /**
   * The 'Language' control's widest (shared's LanguageSelect). Where it floats in a corner over a
   * page (the shell's signed-out bar from the desktop width), the page keeps this much free there.
   * Its height: below the desktop width the bar is a band of the control's height under a `sm` gap,
   * which a full-screen page leaves out of its own height.
   */
  languageControl: { maxWidth: '9rem', height: '40px' },
} as const;
