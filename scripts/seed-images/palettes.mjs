/** Colour palettes of the case pictures, one per case (referenced by name in cases.mjs). */

// skyTop/skyBottom/sun: sky; b: three building colours (dark → light); accent; ground; tree
export const PALETTES = {
  teal: { skyTop: '#1b6f8a', skyBottom: '#bfe7ee', sun: '#fff3c4', b: ['#2f4858', '#33658a', '#86bbd8'], accent: '#f6ae2d', ground: '#6a994e', tree: '#386641' },
  sunset: { skyTop: '#3d2c8d', skyBottom: '#ffb385', sun: '#ffe29a', b: ['#2b2d42', '#5c4d7d', '#a06cd5'], accent: '#ff7b54', ground: '#4f772d', tree: '#31572c' },
  meadow: { skyTop: '#3a86c8', skyBottom: '#d6f0ff', sun: '#fff7d1', b: ['#7f5539', '#b08968', '#ddb892'], accent: '#e76f51', ground: '#80b918', tree: '#2b9348' },
  corporate: { skyTop: '#0b2545', skyBottom: '#8da9c4', sun: '#eef4ed', b: ['#13315c', '#134074', '#8da9c4'], accent: '#00b4d8', ground: '#3e5c76', tree: '#2d6a4f' },
  terracotta: { skyTop: '#e07a5f', skyBottom: '#f9e0c7', sun: '#fff1d6', b: ['#3d405b', '#81b29a', '#f2cc8f'], accent: '#e07a5f', ground: '#8ab17d', tree: '#2a9d8f' },
  gold: { skyTop: '#1d1a39', skyBottom: '#e8bcb9', sun: '#f5d68c', b: ['#1d1a39', '#451952', '#ae445a'], accent: '#d4a373', ground: '#344e41', tree: '#3a5a40' },
  coral: { skyTop: '#ff8fab', skyBottom: '#ffe5ec', sun: '#fffaf0', b: ['#355070', '#6d597a', '#b56576'], accent: '#eaac8b', ground: '#95d5b2', tree: '#40916c' },
  lime: { skyTop: '#0096c7', skyBottom: '#caf0f8', sun: '#fffbe6', b: ['#264653', '#2a9d8f', '#e9c46a'], accent: '#f4a261', ground: '#90be6d', tree: '#43aa8b' },
  steel: { skyTop: '#495057', skyBottom: '#dee2e6', sun: '#fff8e7', b: ['#343a40', '#6c757d', '#adb5bd'], accent: '#fca311', ground: '#6b705c', tree: '#3f4238' },
};
