/**
 * uPlot, fetched on first use: a chunk of its own that only the team overview's charts load
 * (issue 14 point 3: the chart library never lands in another page's download).
 */
export const loadChartLibrary = () => import('uplot').then((module) => module.default);
