// The console's antd theme reads these; they repeat tokens.css's values because antd derives its
// hover and pressed shades from real colours, not from CSS variables. tokens.test.ts keeps them equal.
export const antdTokens = {
  colorPrimary: '#1668dc',
  colorSuccess: '#237804',
  colorWarning: '#ad4e00',
  colorError: '#cf1322',
  colorTextBase: '#222',
  colorBgLayout: '#f5f6fa',
} as const;

export const antdTheme = { token: antdTokens };
