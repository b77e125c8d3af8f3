/**
 * The night-lighting exam's rules, shared by the API (which judges every submitted attempt) and the web
 * app (which judges on the device where nothing is sent: the webview screens without login), and the one
 * way both explain an answer in words.
 */
export * from './explain';
export * from './judge';
export * from './operations';
export * from './situations';
