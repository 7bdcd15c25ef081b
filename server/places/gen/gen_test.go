package main

import "testing"

func TestTranslit(t *testing.T) {
	t.Parallel()
	tests := []struct{ in, want string }{
		{"Київ", "Kyiv"},
		{"Запоріжжя", "Zaporizhzhia"},
		{"Миколаїв", "Mykolaiv"},
		{"Кропивницький", "Kropyvnytskyi"},
		{"Івано-Франківськ", "Ivano-Frankivsk"},
		{"Кам’янець-Подільський", "Kamianets-Podilskyi"},
		{"Згурівка", "Zghurivka"},
		{"Біла Церква", "Bila Tserkva"},
		{"Яготин", "Yahotyn"},
		{"Єнакієве", "Yenakiieve"},
		{"Щастя", "Shchastia"},
		{"Ґорґани", "Gorgany"},
	}
	for _, tt := range tests {
		if got := translit(tt.in); got != tt.want {
			t.Errorf("translit(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestPickUkrainian(t *testing.T) {
	t.Parallel()
	tests := []struct {
		en        string
		alts      []string
		inUkraine bool
		want      string // "" when none is plausible
	}{
		{"Kyiv", []string{"Kiev", "Киев", "Київ", "Кіеў", "Кыив"}, true, "Київ"},
		{"Mykolayiv", []string{"Николаев", "Миколаїв"}, true, "Миколаїв"},
		{"Khmelnytskyi", []string{"Плоскуров", "Хмельницкий", "Хмельницький"}, true, "Хмельницький"},
		{"Uzhgorod", []string{"Ужгарад", "Ужгород"}, true, "Ужгород"},
		{"Priozyornoye", []string{"Приозерне", "Приозерное"}, true, "Приозерне"},
		{"Kal'mius'ke", []string{"Комсомольское", "Комсомольське"}, true, ""},
		{"Vienna", []string{"Wien", "Беч", "Вена", "Виена", "Відень"}, false, "Відень"},
		{"Berlin", []string{"Берлин", "Берлін", "Бэрлін"}, false, "Берлін"},
		{"Minsk", []string{"Мінск", "Минск", "Мінськ"}, false, "Мінськ"},
		{"Madrid", []string{"Мадрид", "Мадрыд", "Мадрід"}, false, "Мадрид"},
		{"Rome", []string{"Roma", "Rom", "Рим", "Римъ", "Ром", "Рым"}, false, "Рим"},
		{"Perm", []string{"Перм", "Пермь", "Пєрмь"}, false, "Перм"},
	}
	for _, tt := range tests {
		c, ok := pickUkrainian(tt.en, tt.alts, tt.inUkraine)
		got := ""
		if ok {
			got = c.name
		}
		if got != tt.want {
			t.Errorf("pickUkrainian(%q, %q) = %q, want %q", tt.en, tt.alts, got, tt.want)
		}
	}
}

func TestSearchAlternates(t *testing.T) {
	t.Parallel()
	got := searchAlternates("Kyiv", "Київ", []string{"Kyiv", "Kiev", "Kíev", "IEV", "Киев",
		"ji fu", "Кꙑѥвъ", "キーウ", "A very long descriptive alternate name over forty runes", "Kijów"})
	want := []string{"Kiev", "Киев", "Кꙑѥвъ", "Kijów"}
	if len(got) != len(want) {
		t.Fatalf("searchAlternates = %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("searchAlternates[%d] = %q, want %q", i, got[i], want[i])
		}
	}
}
