// hls.js ships its "light" build (no subtitles, alternate audio, DRM or CMCD: a live camera stream needs none)
// without a declaration of its own; it has the full build's API.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
