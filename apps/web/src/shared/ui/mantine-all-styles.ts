/**
 * Every Mantine component's styles (about 39 KB gzip, too much for the login page's first visit,
 * see mantine-styles.ts). The page registry imports this sheet, so each page but the login page
 * waits for it and no page can draw a component whose stylesheet someone forgot to import.
 */
import '@mantine/core/styles.layer.css';
