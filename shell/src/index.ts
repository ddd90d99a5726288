// Federation needs an async boundary before any shared module is used. The shell provides every
// singleton from its own entry, so the boundary needs no download of its own: `eager` keeps
// bootstrap in this chunk, saving a round trip before the first render (issue 9).
import(/* webpackMode: "eager" */ './bootstrap');
