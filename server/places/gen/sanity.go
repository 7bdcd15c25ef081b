package main

import (
	"fmt"
	"io"
)

// sanity lists places whose names must come out right: GeoNames id and
// the wanted English and Ukrainian names.
var sanity = []struct {
	id     int64
	en, uk string
}{
	{703448, "Kyiv", "Київ"}, {702550, "Lviv", "Львів"}, {698740, "Odesa", "Одеса"},
	{706483, "Kharkiv", "Харків"}, {709930, "Dnipro", "Дніпро"},
	{687700, "Zaporizhzhia", "Запоріжжя"}, {700569, "Mykolaiv", "Миколаїв"},
	{689558, "Vinnytsia", "Вінниця"}, {686967, "Zhytomyr", "Житомир"}, {695594, "Rivne", "Рівне"},
	{710735, "Chernihiv", "Чернігів"}, {705812, "Kropyvnytskyi", "Кропивницький"},
	{690548, "Uzhhorod", "Ужгород"}, {707471, "Ivano-Frankivsk", "Івано-Франківськ"},
	{706369, "Khmelnytskyi", "Хмельницький"}, {712165, "Bila Tserkva", "Біла Церква"},
	{756135, "Warsaw", "Варшава"}, {2950159, "Berlin", "Берлін"}, {2761369, "Vienna", "Відень"},
	{3094802, "Kraków", "Краків"}, {618426, "Chișinău", "Кишинів"}, {625144, "Minsk", "Мінськ"},
}

// printStats prints the sanity list, flagging any surprise, and how many
// places of Ukraine kept their English name for lack of a Ukrainian one.
func printStats(w io.Writer, places []place) {
	byID := make(map[int64]place, len(places))
	noUk, ua := 0, 0
	for _, p := range places {
		byID[p.id] = p
		if p.country == "UA" {
			ua++
			if !p.ukFound {
				noUk++
			}
		}
	}
	for _, s := range sanity {
		p := byID[s.id]
		mark := "ok"
		if p.en != s.en || p.uk != s.uk {
			mark = fmt.Sprintf("WANT %s→%s", s.en, s.uk)
		}
		fmt.Fprintf(w, "  %s→%s  (%s / %s)  %s\n", p.en, p.uk, p.region[0], p.region[1], mark)
	}
	fmt.Fprintf(w, "%d places in Ukraine, %d without a Ukrainian name\n", ua, noUk)
}
