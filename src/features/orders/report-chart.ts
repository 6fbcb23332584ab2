import { PieChart } from 'echarts/charts';
import * as echarts from 'echarts/core';

// the report draws rings as well: registered with its own chunk, so the home page's chart does not carry it
echarts.use([PieChart]);

export { default } from '@/components/echart';
